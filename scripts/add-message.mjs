// Adds or replaces one message in all four catalogues at once, keeping the others' edits:
//   node scripts/add-message.mjs errors.noPlatform "English" "Español" "Português" "Français"
import fs from 'node:fs';

const [key, ...texts] = process.argv.slice(2);
if (!key || texts.length !== 4) {
  console.error('usage: add-message.mjs <dotted.key> <en> <es> <pt> <fr>');
  process.exit(2);
}
['en', 'es', 'pt', 'fr'].forEach((locale, i) => {
  const file = `messages/${locale}.json`;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const parts = key.split('.');
  let node = data;
  for (const p of parts.slice(0, -1)) node = node[p] ??= {};
  node[parts.at(-1)] = texts[i];
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
});
