/**
 * WhatsApp through wa.me links: no API, the staff member reads the message and sends it themselves (an order's
 * summary, a reminder of what a customer owes, a customer statement).
 */

/**
 * A phone number as wa.me wants it, international and digits only: `0812-3101-1037` → `6281231011037`,
 * `812 3101 1037` → `6281231011037`, `+62 812…` kept; none → `''`.
 */
export function waNumber(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  // A mobile number written without its leading 0 (8xx…) is Indonesian too.
  return digits.startsWith('8') ? `62${digits}` : digits;
}

/** A link that opens WhatsApp with `text` ready to send to `phone` (without a number the user picks the chat). */
export function waLink(phone: string | null | undefined, text: string): string {
  return `https://wa.me/${waNumber(phone)}?text=${encodeURIComponent(text)}`;
}
