/** Need tag types of /need/tags/list (spec §7): 1 need type, 2 transfer type. */
export const NEED_TAG_TYPES = { 1: '需求类别', 2: '转让方式' } as const;

export type NeedTagType = keyof typeof NEED_TAG_TYPES;
