// Test data builders (documenso seedUser style): sensible defaults, unique values, overrides.
export { createAppointment, type AppointmentOverrides } from './appointment.factory.ts';
export { createAvailability, type AvailabilityOverrides } from './availability.factory.ts';
export { createCompany, kvkDetail, type CompanyOverrides } from './company.factory.ts';
export { companyDataFromKvk, type KvkDetail } from '../company-record.ts';
export { createFinancialYear, DEFAULT_FIGURES, type FinancialYearOverrides } from './financial-year.factory.ts';
export { hashPassword } from './password.ts';
export { randomKvkNummer, uniqueSuffix } from './unique.ts';
export { createAdviser, createUser, DEFAULT_TEST_PASSWORD, type UserOverrides } from './user.factory.ts';
