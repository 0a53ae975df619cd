import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import type { DialogProps } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { addBigWinComment, BIG_WINS_KEY } from "./api";
import { type BigWin, COMMENT_MAX, canSend, commentErrorKey, commentLength } from "./logic";

/** The winner's one comment on a big win (games spec: required, at most 45 characters). */
export default function BigWinCommentDialog({ close, done, win }: DialogProps & { win?: BigWin }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!win || !canSend(text, sending)) return;
    setSending(true);
    setError(null);
    try {
      await addBigWinComment(win.id, text);
      toast.success(t("bigwins.comment.success"));
      void queryClient.invalidateQueries({ queryKey: BIG_WINS_KEY });
      done();
    } catch (err) {
      setError(t(commentErrorKey(err instanceof ApiError ? err.data.data : undefined)));
      setSending(false);
    }
  };

  return (
    <DialogFrame title={t("bigwins.comment.title")} onClose={close} testId="bigwin-comment-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <FormError message={error} />
        <Field label={t("bigwins.comment.label")} htmlFor="bigwin-comment">
          <input
            id="bigwin-comment"
            className="field"
            value={text}
            maxLength={COMMENT_MAX}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
            aria-describedby="bigwin-comment-counter"
          />
        </Field>
        <p id="bigwin-comment-counter" className="-mt-2 mb-3 text-right text-xs text-muted" data-testid="bigwin-comment-counter">
          {t("bigwins.comment.counter", { n: commentLength(text), max: COMMENT_MAX })}
        </p>
        <button type="submit" className="btn-primary w-full" disabled={!canSend(text, sending)} data-testid="bigwin-comment-send">
          {sending ? t("bigwins.comment.sending") : t("bigwins.comment.send")}
        </button>
      </form>
    </DialogFrame>
  );
}
