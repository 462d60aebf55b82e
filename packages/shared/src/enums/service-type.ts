/** Service types: /ServerList's title is 研发服务 when type is 1, else 转化服务 (spec §2). */
export const SERVICE_TYPES = { 1: '研发服务', 2: '转化服务' } as const;

export type ServiceType = keyof typeof SERVICE_TYPES;
