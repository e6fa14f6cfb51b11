export { CHECKOUT_TEXT, CheckoutForm, type CheckoutFormProps, type CheckoutFormState } from './CheckoutForm';
