/**
 * A query parameter as a number only when it is digits alone: '1e3', '0x10', ' 2', '2.0' or a
 * repeated parameter's list stay as they came, for the DTO's @IsInt to refuse.
 */
export const wholeNumberFromQuery = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
