/** 意向洽谈: the detail pages' button and the member centre's lists. */
export { ContactButton } from './components/contact-button.tsx';
