import { MaskedInput, type MaskedInputProps } from './MaskedInput';

type Props = Omit<MaskedInputProps, 'maskOptions'>;

const CPF = { mask: '000.000.000-00' };
const CNPJ = { mask: '00.000.000/0000-00' };
const CPF_CNPJ = { mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] };
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

export const CnpjInput = ({ label = 'CNPJ', ...props }: Props) => (
  <MaskedInput label={label} placeholder="00.000.000/0000-00" maskOptions={CNPJ} {...props} />
);

/** CPF up to 11 digits, then switches to the CNPJ mask. */
export const CpfCnpjInput = ({ label = 'CPF/CNPJ', ...props }: Props) => (
  <MaskedInput label={label} maskOptions={CPF_CNPJ} {...props} />
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
