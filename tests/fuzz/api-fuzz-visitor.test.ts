import { fuzzEveryOperationAs } from './fuzz-every-operation.ts';

fuzzEveryOperationAs('visitor', { checksDocument: true });
