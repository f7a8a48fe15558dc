import { t as tRoot } from './rootMessages';
import { RegisterRequest } from '@pawon/api-client/constraints';
import { describe, expect, it } from 'vitest';
import { t } from './messages';
import { confirmPasswordRules, personResourceField, personRules } from './fields';

describe('person field presets', () => {
  it('take their lengths and pattern from the contract', () => {
    const name = personRules('name');
    expect(name.required).toBe(tRoot('root.required'));
    expect(name.minLength).toEqual({
      value: RegisterRequest.properties.name.minLength,
      message: t('common.minLength', { n: 2 }),
    });
    expect(name.maxLength).toMatchObject({ value: RegisterRequest.properties.name.maxLength });
    const phone = personRules('phone');
    expect(phone.required).toBeUndefined();
    const pattern = phone.pattern as { value: RegExp; message: string };
    expect(pattern.message).toBe(t('common.invalidPhone'));
    expect(pattern.value.test('0812 3456 7890')).toBe(true);
    expect(pattern.value.test('0812-abc')).toBe(false);
    expect((personRules('email').pattern as { value: RegExp }).value.test('sari@pawon')).toBe(false);
    expect(personRules('password').minLength).toMatchObject({ value: 10 });
  });

  it('give the users screen the same rules as a resource field', () => {
    const phone = personResourceField('phone', 'Telepon');
    expect(phone).toMatchObject({
      name: 'phone',
      kind: 'tel',
      required: false,
      maxLength: 20,
      hint: t('common.phoneHint'),
    });
    expect(personResourceField('password', 'Kata sandi awal', { when: 'create' })).toMatchObject({
      kind: 'password',
      required: true,
      minLength: 10,
      autoComplete: 'new-password',
      when: 'create',
    });
  });

  it('ask the confirmation to match the new password', () => {
    const validate = confirmPasswordRules<{ newPassword: string; confirm: string }>('newPassword')
      .validate as (value: unknown, values: { newPassword: string; confirm: string }) => string | true;
    expect(validate('rahasia-123', { newPassword: 'rahasia-123', confirm: '' })).toBe(true);
    expect(validate('rahasia-124', { newPassword: 'rahasia-123', confirm: '' })).toBe(
      t('common.passwordMismatch'),
    );
  });
});
