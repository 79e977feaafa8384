// The contracts the app's forms validate against, with the resolver that binds them to
// react-hook-form. Zod is the largest library the forms use, so this module is only ever imported
// lazily (lazy-zod-resolver.ts): a form page paints without it and fetches it once someone starts
// filling in a form.
export { zodResolver } from '@hookform/resolvers/zod';
export {
  addressFormSchema,
  loginSchema,
  profileFormSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  signupFormSchema,
} from '@kaushal/shared/account';
export { attendeeInputSchema } from '@kaushal/shared/enrolment';
export { contactMessageSchema, enquiryReplySchema } from '@kaushal/shared/enquiry';
export { productFormSchema } from '@kaushal/shared/product';
