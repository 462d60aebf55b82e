import type { ColumnType, Generated } from 'kysely';

/** Data collection and questionnaires (issue 15, migration 20261125_07_collection). */

export interface CollectionFormsTable {
  id: Generated<number>;
  /** COLLECTION_FORM_TYPES: 1 enterprise R&D, 2 university/institute transfers, 3 contracts. */
  type: number;
  title: string;
  intro: ColumnType<string, string | undefined, string>;
  /** JSON array of CollectionField. */
  fields: string;
  /** 1 in use, 0 withdrawn. */
  status: ColumnType<number, number | undefined, number>;
}

export interface CollectionPeriodsTable {
  id: Generated<number>;
  /** e.g. 2026Q3 */
  code: string;
  /** e.g. 2026年第三季度 */
  name: string;
  /** yyyy-MM-dd, inclusive. */
  fillStart: string;
  fillEnd: string;
}

export interface CollectionSubmissionsTable {
  id: Generated<number>;
  formId: number;
  periodId: number;
  userId: number;
  /** JSON object of the values, checked against the form's fields. */
  valuesJson: string;
  /** COLLECTION_STATUSES: 0 草稿, 1 已提交. */
  status: number;
  createdAt: number;
  updatedAt: number;
  submittedAt: number | null;
}

export interface QuestionnairesTable {
  id: Generated<number>;
  title: string;
  intro: ColumnType<string, string | undefined, string>;
  /** 1: guests may answer, one answer per browser token. */
  anonymous: ColumnType<number, number | undefined, number>;
  /** 1 published, 0 draft/withdrawn. */
  status: ColumnType<number, number | undefined, number>;
  startDate: string;
  endDate: string;
  createdAt: number;
}

export interface QuestionnaireQuestionsTable {
  id: Generated<number>;
  questionnaireId: number;
  sort: number;
  /** QUESTION_TYPES: 1 single, 2 multiple, 3 fill-in. */
  type: number;
  title: string;
  required: ColumnType<number, number | undefined, number>;
  /** JSON array of the choices' labels. */
  options: ColumnType<string, string | undefined, string>;
  maxLength: ColumnType<number, number | undefined, number>;
}

export interface QuestionnaireResponsesTable {
  id: Generated<number>;
  questionnaireId: number;
  userId: number | null;
  browserToken: string | null;
  createdAt: number;
}

export interface QuestionnaireAnswersTable {
  id: Generated<number>;
  responseId: number;
  questionId: number;
  /** Chosen option (types 1, 2): one row per option. */
  optionIndex: number | null;
  /** Fill-in text (type 3). */
  text: string | null;
}

/** Anonymous answers per questionnaire and address (issue #23.5). */
export interface QuestionnaireGuestsTable {
  questionnaireId: number;
  ip: string;
  answers: Generated<number>;
}

export interface CollectionTables {
  collectionForms: CollectionFormsTable;
  collectionPeriods: CollectionPeriodsTable;
  collectionSubmissions: CollectionSubmissionsTable;
  questionnaires: QuestionnairesTable;
  questionnaireQuestions: QuestionnaireQuestionsTable;
  questionnaireResponses: QuestionnaireResponsesTable;
  questionnaireAnswers: QuestionnaireAnswersTable;
  questionnaireGuests: QuestionnaireGuestsTable;
}
