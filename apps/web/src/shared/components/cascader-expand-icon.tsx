import { RightOutlined } from '@ant-design/icons';

/**
 * A cascader's arrow to a group's children. It is drawing only: antd's own arrow names itself
 * 'right', in English, inside the group's accessible name.
 */
export const cascaderExpandIcon = <RightOutlined aria-hidden />;
