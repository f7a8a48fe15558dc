import { t as tRoot } from './rootMessages';
import { RegisterRequest } from '@pawon/api-client/constraints';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { t } from './messages';
import { registerOptions, ruleOf } from './resource/rules';
import type { ResourceField, ResourceFieldKind } from './resource/types';

/**
 * Presets of the fields that describe a person (name, email, phone, a new password and its confirmation), used
 * alike by register, profile and the users screen. Their rules come from the contract's RegisterRequest (the
 * same rules as UserInput and the profile), their hints and browser autocomplete are said once here.
 */
export type PersonField = 'name' | 'email' | 'phone' | 'password';

interface Preset {
  kind: Extract<ResourceFieldKind, 'text' | 'email' | 'tel' | 'password'>;
  autoComplete: string;
  hint?: string;
  patternMessage?: string;
}

// The hints and messages are read when a form asks (getters), so that they follow a switch of language.
const PRESETS: Record<PersonField, Preset> = {
  name: { kind: 'text', autoComplete: 'name' },
  email: { kind: 'email', autoComplete: 'email' },
  phone: {
    kind: 'tel',
    autoComplete: 'tel',
    get hint() {
      return t('common.phoneHint');
    },
    get patternMessage() {
      return t('common.invalidPhone');
    },
  },
  password: {
    kind: 'password',
    autoComplete: 'new-password',
    get hint() {
      return t('common.newPasswordHint');
    },
  },
};

const isRequired = (field: PersonField) => (RegisterRequest.required as readonly string[]).includes(field);

/** react-hook-form rules of a person field, from the contract. */
export function personRules<V extends FieldValues>(field: PersonField): RegisterOptions<V> {
  const preset = PRESETS[field];
  return registerOptions<V>(ruleOf(RegisterRequest, field), {
    required: isRequired(field),
    patternMessage: preset.patternMessage,
    email: field === 'email',
  });
}

/**
 * The props of a TextField or PasswordField for a person field: type, autocomplete, required, max length, hint,
 * the field's error and react-hook-form's registration. `name` is the form's field when it differs.
 */
export function personFieldProps<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: PersonField,
  options: { name?: Path<V>; hint?: string; extra?: RegisterOptions<V> } = {},
) {
  const name = options.name ?? (field as Path<V>);
  const preset = PRESETS[field];
  const error = form.formState.errors[name];
  return {
    type: preset.kind === 'email' || preset.kind === 'tel' ? preset.kind : undefined,
    autoComplete: preset.autoComplete,
    required: isRequired(field),
    maxLength: ruleOf(RegisterRequest, field)?.maxLength,
    hint: options.hint ?? preset.hint,
    error: typeof error?.message === 'string' ? error.message : undefined,
    ...form.register(name, { ...personRules<V>(field), ...options.extra } as RegisterOptions<V, Path<V>>),
  };
}

/** The rules of "repeat the new password": required, and the same as the field `passwordField`. */
export function confirmPasswordRules<V extends FieldValues>(passwordField: Path<V>): RegisterOptions<V> {
  return {
    required: tRoot('root.required'),
    validate: (value: unknown, values: V) => value === values[passwordField] || t('common.passwordMismatch'),
  };
}

/** A person field as a resource form field (the users screen), with the same rules as the other forms. */
export function personResourceField<V extends FieldValues>(
  field: PersonField,
  label: string,
  extra: Partial<ResourceField<V>> = {},
): ResourceField<V> {
  const rule = ruleOf(RegisterRequest, field);
  const preset = PRESETS[field];
  return {
    name: field as Path<V>,
    label,
    kind: preset.kind,
    required: isRequired(field),
    ...(rule?.minLength && rule.minLength > 1 ? { minLength: rule.minLength } : {}),
    ...(rule?.maxLength ? { maxLength: rule.maxLength } : {}),
    ...(rule?.pattern
      ? {
          pattern: {
            value: new RegExp(rule.pattern),
            message: preset.patternMessage ?? t('common.invalidFormat'),
          },
        }
      : {}),
    ...(preset.hint ? { hint: preset.hint } : {}),
    autoComplete: field === 'password' ? 'new-password' : 'off',
    ...extra,
  };
}
