// A node:test reporter that writes the journey files with a failing test, one per line.
export default async function* failedFiles(source) {
  const files = new Set();
  for await (const event of source) {
    if (event.type === 'test:fail' && event.data.file) files.add(event.data.file);
  }
  yield [...files].map((file) => `${file}\n`).join('');
}
