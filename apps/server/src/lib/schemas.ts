/** Response schemas for the OpenAPI document: the envelope and page of @portal/shared. */
export { emptyEnvelope, envelopeOf, pageOf, uploadedFileSchema } from '@portal/shared';
