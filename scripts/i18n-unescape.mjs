// After `lit-localize build`: lit-localize copies a translation's XML text as it stands in the
// .xlf, so a plain or str`` message keeps "&lt;API&gt;" where the reader should see "<API>"
// (html`` messages are parsed as HTML and need their entities). This unescapes the non-html ones.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/i18n/generated/', import.meta.url);
const unescape = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
  const file = new URL(name, dir);
  const text = readFileSync(file, 'utf8');
  // One entry a line: 'id': `…`, or 'id': str`…`; html`…` entries stay as they are.
  const fixed = text.replace(/^('[^']+': (?:str)?`)(.*)(`,)$/gm, (_, head, body, tail) => head + unescape(body) + tail);
  if (fixed !== text) writeFileSync(file, fixed);
}
