import { useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../storage/browserStorage';

/** Signing is on by default and the choice is kept in the browser. */
export function useSignOption(): [boolean, (sign: boolean) => void] {
  const [sign, setSign] = useState(() => readStorage(STORAGE_KEYS.signOption) !== 'false');
  const change = (next: boolean) => {
    setSign(next);
    writeStorage(STORAGE_KEYS.signOption, String(next));
  };
  return [sign, change];
}
