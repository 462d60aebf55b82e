/** Settlement's public entry: the bank transfer form other features pay with (level purchases). */
export { BankTransferForm } from './components/pay-form.tsx';
