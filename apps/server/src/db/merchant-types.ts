import type { ColumnType, Generated } from 'kysely';

/** A member's 入驻 application (migration 20261128_5_merchant). ORG_APPLICATION_STATUSES. */
export interface OrgApplicationsTable {
  id: Generated<number>;
  userId: number;
  /** PROVIDER_AUTH_TYPES: the service-hall section the organisation joins. */
  authType: number;
  orgName: string;
  creditCode: string;
  licenceFileId: number;
  /** Comma-separated files.id. */
  qualificationFileIds: Generated<string>;
  logoFileId: number | null;
  contact: string;
  telephone: string;
  regionCode: string;
  /** Comma-separated tech field ids. */
  techFieldIds: Generated<string>;
  address: Generated<string>;
  intro: string;
  status: Generated<number>;
  reason: string | null;
  orgId: number | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  withdrawnAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Who works for an organisation in the workspace; one organisation per member. */
export interface OrgMembersTable {
  id: Generated<number>;
  orgId: number;
  userId: number;
  /** ORG_ROLES: owner | staff. */
  role: string;
  invitedBy: number | null;
  createdAt: number;
}

/** An organisation's outcome text under review; the public outcomes row changes on approval. */
export interface OutcomeRevisionsTable {
  id: Generated<number>;
  outcomeId: number | null;
  orgId: number;
  userId: number;
  goodsName: string;
  techFieldId: number;
  regionCode: string;
  maturity: number;
  cooperationType: number;
  /** Yuan; 0 = 面议. */
  price: Generated<number>;
  keywords: Generated<string>;
  summary: string;
  detail: Generated<string>;
  coverImg: Generated<string>;
  linkman: string;
  linkphone: string;
  /** JSON array of {no, name, kind}. */
  patents: Generated<string>;
  attachmentFileIds: Generated<string>;
  /** The cover upload, published on approval (migration 20261130_merchant_products_01). */
  coverFileId: ColumnType<number | null, number | null | undefined, number | null>;
  /** OUTCOME_REVISION_STATUSES. */
  status: Generated<number>;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  submittedAt: ColumnType<number | null, number | null | undefined, number | null>;
  decidedAt: ColumnType<number | null, number | null | undefined, number | null>;
  withdrawnAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An organisation's service product under review; tech_services changes on approval. */
export interface ProductRevisionsTable {
  id: Generated<number>;
  productId: number | null;
  orgId: number;
  userId: number;
  serviceName: string;
  catId: number;
  /** Whole yuan; 0 = 面议. */
  price: Generated<number>;
  priceUnit: Generated<string>;
  deliveryTerms: string;
  summary: string;
  content: Generated<string>;
  coverFileId: ColumnType<number | null, number | null | undefined, number | null>;
  /** PRODUCT_REVISION_STATUSES. */
  status: Generated<number>;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  submittedAt: ColumnType<number | null, number | null | undefined, number | null>;
  decidedAt: ColumnType<number | null, number | null | undefined, number | null>;
  withdrawnAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An owner's change of the organisation's identity; service_orgs changes on approval. */
export interface OrgProfileChangesTable {
  id: Generated<number>;
  orgId: number;
  userId: number;
  currentName: string;
  orgName: string;
  creditCode: string;
  authType: number;
  regionCode: string;
  logoFileId: ColumnType<number | null, number | null | undefined, number | null>;
  /** ORG_CHANGE_STATUSES. */
  status: Generated<number>;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: ColumnType<number | null, number | null | undefined, number | null>;
  withdrawnAt: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MerchantTables {
  orgApplications: OrgApplicationsTable;
  orgMembers: OrgMembersTable;
  outcomeRevisions: OutcomeRevisionsTable;
  productRevisions: ProductRevisionsTable;
  orgProfileChanges: OrgProfileChangesTable;
}
