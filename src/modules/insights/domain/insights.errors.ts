import { AppError } from '../../../platform/errors.ts';
import { insightsMessages } from '../contracts/insights-words.contract.ts';

export class WeeklyEmailTokenInvalidError extends AppError {
  constructor() {
    super('insights_unsubscribe_token_invalid', insightsMessages.unsubscribeInvalid, 400);
  }
}
