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
  /** Titled blocks after the facts (how to pay), each with its own facts and an inline image. */
  sections?: EmailSection[];
  /** Small print under the message (e.g. the unsubscribe link). */
  footer?: string[];
}

export interface EmailSection {
  heading: string;
  paragraphs: string[];
  facts?: Array<[label: string, value: string]>;
  /** An attachment of the message with this content id, shown in the HTML only. */
  image?: { cid: string; alt: string; size: number };
}

const factsTable = (facts: Array<[string, string]> | undefined) =>
  facts?.length
    ? `<table cellpadding="6" style="border-collapse:collapse">${facts
        .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : '';

const factsText = (facts: Array<[string, string]> | undefined) => [
  ...(facts ?? []).map(([label, value]) => `${label}: ${value}`),
  ...(facts?.length ? [''] : []),
];

function sectionHtml(section: EmailSection): string {
  const image = section.image
    ? `<p><img src="cid:${escapeHtml(section.image.cid)}" alt="${escapeHtml(section.image.alt)}" width="${section.image.size}" height="${section.image.size}"></p>`
    : '';
  return `<h2 style="font-size:18px">${escapeHtml(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${factsTable(section.facts)}${image}`;
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...factsText(content.facts),
    ...(content.sections ?? []).flatMap((s) => [s.heading, '', ...s.paragraphs.flatMap((p) => [p, '']), ...factsText(s.facts)]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    'Safari Tanzania · Brussels and Dar es Salaam',
    ...(content.footer ?? []),
  ].join('\n');

  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    content.greeting ? `<p>${escapeHtml(content.greeting)}</p>` : '',
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    factsTable(content.facts),
    ...(content.sections ?? []).map(sectionHtml),
    content.action ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>` : '',
    '<p style="color:#6b7280;font-size:12px">Safari Tanzania · Brussels and Dar es Salaam</p>',
    ...(content.footer ?? []).map((line) => `<p style="color:#6b7280;font-size:12px">${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
