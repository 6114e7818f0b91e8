import { createContext, useContext } from "react";

// On the server this holds the response's CSP nonce; in the browser the attribute is hidden from
// the DOM anyway, so an empty string hydrates without a mismatch.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
