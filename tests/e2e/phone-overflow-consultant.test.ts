import { checkEveryScreenOnAPhoneAs } from './support/every-screen-on-a-phone.ts';

checkEveryScreenOnAPhoneAs('consultant');
