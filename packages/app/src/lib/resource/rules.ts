import { t as tRoot } from '../rootMessages';
import type { FieldRule, SchemaRules } from '@pawon/api-client/constraints';
import type { FieldValues, RegisterOptions } from 'react-hook-form';
import { t } from '../messages';

/**
 * Form rules taken from the contract (`@pawon/api-client/constraints`), never retyped: required fields, lengths,
 * patterns, bounds. The server checks the same rules; the form only says it sooner, in Indonesian.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule of one field of a request schema, or undefined when the schema does not name it. */
export function ruleOf(rules: SchemaRules | undefined, field: string): FieldRule | undefined {
  return rules?.properties[field];
}

export function isRequired(rules: SchemaRules | undefined, field: string): boolean {
  return Boolean(rules?.required.includes(field));
}

/** react-hook-form rules for a field, from its contract rule and a message for its pattern. */
export function registerOptions<V extends FieldValues>(
  rule: FieldRule | undefined,
  opts: { required?: boolean | undefined; patternMessage?: string | undefined; email?: boolean | undefined },
): RegisterOptions<V> {
  const out: RegisterOptions<V> = {};
  if (opts.required) out.required = tRoot('root.required');
  if (!rule) {
    if (opts.email) out.pattern = { value: EMAIL, message: t('common.invalidEmail') };
    return out;
  }
  if (rule.minLength && rule.minLength > 1)
    out.minLength = { value: rule.minLength, message: t('common.minLength', { n: rule.minLength }) };
  if (rule.maxLength)
    out.maxLength = { value: rule.maxLength, message: t('common.maxLength', { n: rule.maxLength }) };
  if (rule.pattern)
    out.pattern = {
      value: new RegExp(rule.pattern),
      message: opts.patternMessage ?? t('common.invalidFormat'),
    };
  else if (rule.format === 'email' || opts.email)
    out.pattern = { value: EMAIL, message: t('common.invalidEmail') };
  if (rule.type === 'integer' || rule.type === 'number') {
    if (rule.minimum !== undefined)
      out.min = { value: rule.minimum, message: t('common.minimum', { n: rule.minimum }) };
    if (rule.maximum !== undefined)
      out.max = { value: rule.maximum, message: t('common.maximum', { n: rule.maximum }) };
  }
  return out;
}

/** The empty form value of a field: text '', a switch its default (else false), a number or choice null. */
export function emptyValue(rule: FieldRule | undefined): unknown {
  if (!rule) return '';
  if (rule.default !== undefined && rule.type !== 'array') return rule.default;
  switch (rule.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return null;
    case 'array':
      return [];
    default:
      return rule.enum ? null : '';
  }
}

/**
 * A form value as the contract wants it: text trimmed (an empty optional text is null, or left out when the
 * schema does not allow null), a choice's text back to its number when the field is an id.
 */
export function toBodyValue(rule: FieldRule | undefined, value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    if (rule && (rule.type === 'integer' || rule.type === 'number'))
      return text === '' ? (rule.nullable ? null : undefined) : Number(text);
    if (text === '') return rule?.nullable ? null : undefined;
    return text;
  }
  if (value === '' || value === undefined) return undefined;
  // Chosen ids (checkboxes hold them as text) as the contract's integers.
  if (Array.isArray(value) && rule?.items?.type === 'integer') return value.map(Number);
  // An empty number or choice the contract does not let be null is left out (the server's default applies).
  if (value === null && rule && !rule.nullable) return undefined;
  return value;
}
