package dev.kairos.assistant.planning;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.jspecify.annotations.Nullable;

/**
 * The answer of POST /api/assistant/schedule. Exactly the payload named by {@code type}
 * is present; a confirmation has only its message.
 *
 * @param type what kind of answer this is
 * @param message a sentence for the user: what was understood, or a question back
 * @param engine which engine answered: {@code rules} or {@code llm}
 * @param proposedEvent the event to confirm, for {@code proposed_event}
 * @param studyPlan the sessions, for {@code study_plan}
 * @param emailDraft the e-mail, for {@code email_draft}
 * @param pending the question a {@code confirmation} asks and waits on, sent back in the
 * history so the next message is read as its answer; null when it asks nothing
 */
public record AssistantReply(ReplyType type, String message, String engine,
		@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable ProposedEvent proposedEvent,
		@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable StudyPlan studyPlan,
		@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable EmailDraft emailDraft,
		@JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Pending pending) {

	public AssistantReply(ReplyType type, String message, String engine, @Nullable ProposedEvent proposedEvent,
			@Nullable StudyPlan studyPlan, @Nullable EmailDraft emailDraft) {
		this(type, message, engine, proposedEvent, studyPlan, emailDraft, null);
	}

	static final String RULES = "rules";

	public static final String LLM = "llm";

	public static AssistantReply confirmation(String message) {
		return new AssistantReply(ReplyType.CONFIRMATION, message, RULES, null, null, null);
	}

	/** A question back that waits on an answer of the given kind. */
	public static AssistantReply asking(String message, Pending pending) {
		return new AssistantReply(ReplyType.CONFIRMATION, message, RULES, null, null, null, pending);
	}

	/** The same answer, its pending question (if any) about the given request. */
	public AssistantReply about(String request) {
		return (this.pending == null || !this.pending.request().isEmpty()) ? this
				: new AssistantReply(this.type, this.message, this.engine, this.proposedEvent, this.studyPlan,
						this.emailDraft, this.pending.about(request));
	}

	public static AssistantReply proposal(String message, ProposedEvent event) {
		return new AssistantReply(ReplyType.PROPOSED_EVENT, message, RULES, event, null, null);
	}

	public static AssistantReply plan(String message, StudyPlan plan) {
		return new AssistantReply(ReplyType.STUDY_PLAN, message, RULES, null, plan, null);
	}

	public static AssistantReply email(String message, EmailDraft draft) {
		return new AssistantReply(ReplyType.EMAIL_DRAFT, message, RULES, null, null, draft);
	}

	/** The same answer, credited to another engine. */
	public AssistantReply by(String otherEngine) {
		return new AssistantReply(this.type, this.message, otherEngine, this.proposedEvent, this.studyPlan,
				this.emailDraft, this.pending);
	}

}
