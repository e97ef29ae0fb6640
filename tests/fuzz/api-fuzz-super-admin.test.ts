import { fuzzEveryOperationAs } from './fuzz-every-operation.ts';

fuzzEveryOperationAs('superAdmin');
