/**
 * A one-page PDF of a label's size with a few lines of text, made by hand for the stories and tests of the label
 * dialog (the app never draws labels: the server does, decision 054). Helvetica, no font to embed.
 */
export function storyLabelPdf(widthMm: number, heightMm: number, lines: readonly string[]): Blob {
  const pt = (mm: number) => ((mm * 72) / 25.4).toFixed(2);
  const [w, h] = [pt(widthMm), pt(heightMm)];
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 7 Tf 6 ${(Number(h) - 12 - i * 9).toFixed(2)} Td (${line.replace(/[()\\]/g, '')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}
