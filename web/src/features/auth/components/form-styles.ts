/** Classes of the text links under the account forms ("Forgot password?", "Create an account"). */
export const formLinkClasses =
  'font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900';
