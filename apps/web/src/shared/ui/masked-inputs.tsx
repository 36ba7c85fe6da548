import { MaskedInput, type MaskedInputProps } from './MaskedInput';

type Props = Omit<MaskedInputProps, 'maskOptions'>;

const upperCase = (char: string) => char.toUpperCase();
const CPF = { mask: '000.000.000-00' };
// IN RFB 2.229/2024: twelve letters or digits (upper-cased), then two numeric check digits.
const CNPJ = {
  mask: 'XX.XXX.XXX/XXXX-00',
  definitions: { X: /[0-9A-Z]/ },
  prepareChar: upperCase,
};
/** CPF while only digits fit it; the CNPJ mask beyond 11 characters or once a letter is typed. */
const CPF_CNPJ = { mask: [CPF, CNPJ], prepareChar: upperCase };
const CEP = { mask: '00000-000' };
const PHONE = { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] };
// Spec 1 §5: three letters, a digit, a letter or digit, two digits; upper-cased; dash not sent.
const PLACA = {
  mask: 'AAA-0#00',
  definitions: { A: /[A-Za-z]/, '#': /[A-Za-z0-9]/ },
  prepareChar: (char: string) => char.toUpperCase(),
};

export const CpfInput = ({ label = 'CPF', ...props }: Props) => (
  <MaskedInput label={label} placeholder="000.000.000-00" maskOptions={CPF} {...props} />
);

// Text keyboard: an alphanumeric CNPJ has letters.
export const CnpjInput = ({ label = 'CNPJ', ...props }: Props) => (
  <MaskedInput
    label={label}
    placeholder="00.000.000/0000-00"
    inputMode="text"
    autoCapitalize="characters"
    maskOptions={CNPJ}
    {...props}
  />
);

/** CPF up to 11 digits, then switches to the CNPJ mask (letters allowed in its first 12 places). */
export const CpfCnpjInput = ({ label = 'CPF/CNPJ', ...props }: Props) => (
  <MaskedInput label={label} inputMode="text" autoCapitalize="characters" maskOptions={CPF_CNPJ} {...props} />
);

export const CepInput = ({ label = 'CEP', ...props }: Props) => (
  <MaskedInput
    label={label}
    placeholder="00000-000"
    autoComplete="postal-code"
    maskOptions={CEP}
    {...props}
  />
);

export const PhoneInput = ({ label = 'Celular', ...props }: Props) => (
  <MaskedInput
    label={label}
    placeholder="(00) 00000-0000"
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    maskOptions={PHONE}
    {...props}
  />
);

export const PlacaInput = ({ label = 'Placa', ...props }: Props) => (
  <MaskedInput
    label={label}
    placeholder="AAA-0A00"
    inputMode="text"
    autoComplete="off"
    maskOptions={PLACA}
    {...props}
  />
);
