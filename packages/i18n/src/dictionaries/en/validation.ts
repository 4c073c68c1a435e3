/**
 * Form validation messages. `pattern` is keyed by the spec's input kind number (0–16), so a field
 * rule `{ kind: 5, min: 6, max: 16 }` shows `validation.pattern.5` with `{ min, max }`.
 */
export const validation = {
  required: '{{field}} cannot be empty',
  length: 'Please enter {{min}} - {{max}} characters',
  mismatch: 'Inconsistent input twice: must match {{field}}',
  forbiddenCharacters: 'Remove the control, invisible or text-direction characters',
  unknownParameter: 'This list cannot be filtered by this parameter',
  pattern: {
    '0': 'Please enter {{min}} - {{max}} characters, any characters allowed',
    '1': 'Please enter {{min}} - {{max}} characters: a letter first, then letters and digits',
    '2': 'Please enter {{min}} - {{max}} characters: letters, Chinese or Japanese characters',
    '3': 'Please enter {{min}} - {{max}} characters in email format',
    '4': 'Please enter {{min}} - {{max}} characters: letters and digits, no special characters',
    '5': 'Please enter {{min}} - {{max}} characters: letters and digits, at least one of each',
    '6': 'Please enter {{min}} - {{max}} characters: digits only',
    '7': 'Please enter {{min}} - {{max}} characters: letters and digits, at least one capital letter',
    '8': 'Please enter {{min}} - {{max}} characters: English letters and spaces',
    '9': 'Please enter {{min}} - {{max}} characters, no spaces',
    '10': 'Please enter {{min}} - {{max}} characters: Chinese characters and punctuation',
    '11': 'Please enter {{min}} - {{max}} characters: a date as yyyy-MM-dd',
    '12': 'Please enter {{min}} - {{max}} characters: letters and spaces',
    '13': 'Please enter {{min}} - {{max}} characters: a date as MM-dd-yyyy',
    '14': 'Please enter {{min}} - {{max}} characters: letters and digits',
    '15': 'Please enter {{min}} - {{max}} characters: Korean only',
    '16': 'Please enter {{min}} - {{max}} characters: Thai only',
  },
} as const;
