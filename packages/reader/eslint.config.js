export { default } from '@ikv/eslint-config';
