import { RobotOutlined } from '@ant-design/icons';
import { Messages } from '@portal/shared/validation/messages';
import { message } from 'antd';

/** The AI entry: the AI service is not offered yet, so it only warns (spec §1). */
export function AiEntry() {
  return (
    <button
      type="button"
      className="pt-ai"
      data-testid="ai-entry"
      onClick={() => void message.warning(Messages.featureInProgress)}
    >
      <RobotOutlined className="pt-ai__icon" />
      AI助手
    </button>
  );
}
