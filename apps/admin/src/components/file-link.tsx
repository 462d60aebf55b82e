import { Button } from 'antd';
import { openPrivateFile } from '../lib/api.ts';

/** Opens a member's file under review: by the console's private-file route, or a public image. */
export function FileLink({ file }: { file: { name: string; url: string; isPublic: boolean } }) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() =>
        file.isPublic ? window.open(file.url, '_blank', 'noopener') : void openPrivateFile(file.url)
      }
    >
      {file.name}
    </Button>
  );
}
