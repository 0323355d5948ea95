// Every e-mail is rendered here, plain text and HTML, with everything a traveller typed
// escaped: a name like <img src=x onerror=…> arrives in the operator's inbox as text.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface EmailContent {
  subject: string;
  /** Opening line: 'Hello Amina,'. */
  greeting?: string;
  paragraphs: string[];
  /** A table of facts: reference, trip, dates, total… */
  facts?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
  /** Small print under the message (e.g. the unsubscribe link). */
  footer?: string[];
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.facts?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    'Safari Tanzania · Brussels and Dar es Salaam',
    ...(content.footer ?? []),
  ].join('\n');

  const facts = content.facts?.length
    ? `<table cellpadding="6" style="border-collapse:collapse">${content.facts
        .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    content.greeting ? `<p>${escapeHtml(content.greeting)}</p>` : '',
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    facts,
    content.action ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>` : '',
    '<p style="color:#6b7280;font-size:12px">Safari Tanzania · Brussels and Dar es Salaam</p>',
    ...(content.footer ?? []).map((line) => `<p style="color:#6b7280;font-size:12px">${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
