import { useParams } from 'react-router';

/** The record id in the address (`:id`): a positive whole number, or `null`. */
export function useRecordId(): number | null {
  const param = useParams().id;
  const id = Number(param);
  return param && /^\d+$/.test(param) && id > 0 ? id : null;
}
