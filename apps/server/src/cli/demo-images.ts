import fs from 'node:fs';
import path from 'node:path';
import { DEMO_IMAGE_DIR, renderDemoImages } from '../db/seed/demo/images/index.ts';

/** `npm run demo-images -w @portal/server`: (re)writes the generated demo SVGs. */
function main() {
  const images = renderDemoImages();
  fs.rmSync(DEMO_IMAGE_DIR, { recursive: true, force: true });
  let bytes = 0;
  for (const [file, content] of images) {
    const target = path.join(DEMO_IMAGE_DIR, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    bytes += Buffer.byteLength(content);
  }
  console.log(`${images.size} images, ${(bytes / 1024).toFixed(0)} KB, in ${DEMO_IMAGE_DIR}`);
}

main();
