import { auditPageQuerySchema } from '@nivasa/contracts/moderation-schema';
import { schemaDto } from '../../common/validation';

/** GET /api/admin/audit?page=N; the first page when none is given. */
export class AuditPageQueryDto extends schemaDto(auditPageQuerySchema) {}
