/** 意向洽谈 and 查看联系方式: the detail pages' pieces; the member centre uses api/ directly. */
export { ContactButton } from './components/contact-button.tsx';
export { RevealContact } from './components/reveal-contact.tsx';
