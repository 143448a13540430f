import type { Survey } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { SURVEY_TEXT_MAX } from '@cambix/contract';
import { useId, useState, type SubmitEvent } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { answerSurvey } from '../api/answer-survey.ts';
import { surveyErrors, toSurveyAnswers, type SurveyChoices } from '../survey-answers.ts';

const t = customerEs.survey;

/**
 * One survey in a dialog; answered once (docs/rules/identity.md#survey). "Ahora no" closes it until the next
 * sign-in.
 */
export function SurveyDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const titleId = useId();
  const [choices, setChoices] = useState<SurveyChoices>({});
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const errors = surveyErrors(survey, choices, { chooseOne: t.chooseOne, textRequired: t.otherRequired });
  const set = (questionId: number, change: Partial<SurveyChoices[number]>) =>
    setChoices((current) => ({
      ...current,
      [questionId]: { optionIds: [], text: '', ...current[questionId], ...change },
    }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      await answerSurvey(survey.id, toSurveyAnswers(survey, choices));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'SURVEY_ALREADY_ANSWERED') onClose();
      else setFormError(isApiError(error) ? error.message : customerEs.common.unexpectedError);
    } finally {
      setSending(false);
    }
  }

  const single = survey.questions.length === 1;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{survey.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1.5 }}>{t.intro}</DialogContentText>
          {survey.questions.map((question) => {
            const choice = choices[question.id] ?? { optionIds: [], text: '' };
            const error = showErrors ? errors[question.id] : undefined;
            const labelId = `${titleId}-q${question.id}`;
            const asksText = question.options.some(
              (option) => option.withText && choice.optionIds.includes(option.id),
            );
            return (
              <FormControl key={question.id} error={Boolean(error)} fullWidth sx={{ mb: 1 }}>
                <FormLabel
                  id={labelId}
                  sx={
                    single
                      ? {
                          position: 'absolute',
                          width: 1,
                          height: 1,
                          overflow: 'hidden',
                          clip: 'rect(0 0 0 0)',
                        }
                      : { mb: 0.5 }
                  }
                >
                  {question.text}
                </FormLabel>
                {question.kind === 'single' && (
                  <RadioGroup
                    aria-labelledby={labelId}
                    value={choice.optionIds[0] ?? ''}
                    onChange={(event) => set(question.id, { optionIds: [event.target.value] })}
                  >
                    {question.options.map((option) => (
                      <FormControlLabel
                        key={option.id}
                        value={option.id}
                        control={<Radio size="small" />}
                        label={option.label}
                      />
                    ))}
                  </RadioGroup>
                )}
                {question.kind === 'multiple' &&
                  question.options.map((option) => (
                    <FormControlLabel
                      key={option.id}
                      label={option.label}
                      control={
                        <Checkbox
                          size="small"
                          checked={choice.optionIds.includes(option.id)}
                          onChange={(event) =>
                            set(question.id, {
                              optionIds: event.target.checked
                                ? [...choice.optionIds, option.id]
                                : choice.optionIds.filter((id) => id !== option.id),
                            })
                          }
                        />
                      }
                    />
                  ))}
                {(asksText || question.kind === 'text') && (
                  <TextField
                    autoFocus={question.kind !== 'text'}
                    size="small"
                    label={t.otherText}
                    value={choice.text}
                    onChange={(event) => set(question.id, { text: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: SURVEY_TEXT_MAX } }}
                    sx={{ mt: 1 }}
                  />
                )}
                {error && <FormHelperText>{error}</FormHelperText>}
              </FormControl>
            );
          })}
          {formError && <Alert severity="error">{formError}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t.notNow}</Button>
          <Button type="submit" variant="contained" loading={sending}>
            {t.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
