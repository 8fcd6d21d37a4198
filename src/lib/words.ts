// The words of a page as the reader shows them and the reading coach follows them: the one
// tokenizer lives in the contract, where the server's exports use it too.
export { isSpace, tokenize, type TextToken } from '../../contract/words';
