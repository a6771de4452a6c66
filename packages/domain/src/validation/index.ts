export { onlyDigits, stripLeadingZeros } from './digits.ts';
export { isValidCpf } from './cpf.ts';
export { isValidCnpj } from './cnpj.ts';
export { isValidPhone } from './phone.ts';
export { isValidEmail } from './email.ts';
export { isValidCep } from './cep.ts';
export { isValidEan } from './ean.ts';
export { containsOwnerInfo, foldPassword, isDateLike, isTrivialPattern, ownerWords, passwordStrength, unleet, type PasswordHint, type PasswordOwner, type PasswordStrength, type PasswordStrengthLevel } from './password-strength.ts';
export { ADULT_AGE, BRAZIL_TIME_ZONE, isAdult, isFutureDate, latestAdultBirthDate, todayInBrazil } from './birth-date.ts';
