import { phoneCodeRequestSchema } from '@nivasa/contracts/phone-verification';
import { schemaDto } from '../../common/validation';

/** POST /api/user/phone/verify: `{ code }`, six digits, nothing else. */
export class PhoneCodeDto extends schemaDto(phoneCodeRequestSchema) {}
