// Check that transformers.js tokenises exactly as train/tokenizer.py does.
//
//   python3 train/tokenizer.py --out DIR --dump-cases /tmp/cases.json [--data some.txt]
//   node train/check_tokenizer.mjs DIR /tmp/cases.json
//
// Loads DIR with AutoTokenizer (the way the lab does), encodes every case, compares the
// ids with Python's and checks that decode() gives the text back. Exits 1 on any mismatch.
import fs from 'node:fs';
import path from 'node:path';
import { env, AutoTokenizer } from '@huggingface/transformers';

const [dir, casesPath] = process.argv.slice(2);
if (!dir || !casesPath) {
  console.error('usage: node train/check_tokenizer.mjs TOKENIZER_DIR CASES_JSON');
  process.exit(2);
}

// Offline, local files only.
env.allowRemoteModels = false;
env.useFSCache = false;
env.localModelPath = path.dirname(path.resolve(dir)) + '/';
const tokenizer = await AutoTokenizer.from_pretrained(path.basename(path.resolve(dir)), { local_files_only: true });

const cases = JSON.parse(fs.readFileSync(casesPath, 'utf8'));
let failures = 0;
for (const { text, ids } of cases) {
  const got = tokenizer.encode(text, { add_special_tokens: false });
  const same = got.length === ids.length && got.every((id, i) => id === ids[i]);
  const back = tokenizer.decode(got);
  if (!same || back !== text) {
    failures++;
    if (failures <= 10) {
      const i = got.findIndex((id, k) => id !== ids[k]);
      console.log(`MISMATCH ${JSON.stringify(text.slice(0, 80))}`);
      console.log(`  first difference at ${i}: js ${JSON.stringify(got.slice(i, i + 8))} py ${JSON.stringify(ids.slice(i, i + 8))}`);
      if (back !== text) console.log(`  decode gave ${JSON.stringify(back.slice(0, 80))}`);
    }
  }
}

// The surface tokens must each be one token.
for (const s of [' [', ']', ' ->']) {
  const got = tokenizer.encode(s, { add_special_tokens: false });
  if (got.length !== 1) { failures++; console.log(`${JSON.stringify(s)} is ${got.length} tokens`); }
}

console.log(`${cases.length - failures}/${cases.length} cases match (vocab ${tokenizer.get_vocab().size ?? Object.keys(tokenizer.get_vocab()).length})`);
process.exit(failures ? 1 : 0);
