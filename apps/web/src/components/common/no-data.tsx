import { Empty } from 'antd';
import './no-data.css';

interface NoDataProps {
  /** Height reserved for the block, so an empty block does not move what follows. */
  height?: number | string;
  description?: string;
}

/** The no-data placeholder of a block (spec §9): the no-data image inside the block's space. */
export function NoData({ height, description = '暂无数据' }: NoDataProps) {
  return (
    <div className="pt-no-data" style={{ height }} data-testid="no-data">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
    </div>
  );
}
