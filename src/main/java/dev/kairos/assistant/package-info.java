/**
 * The scheduling assistant: turns a natural-language message into a proposed event, a
 * study plan, an e-mail draft or a direct answer. The rules engine ({@code RulesEngine}
 * and the recognizers it uses) is plain Java with no Spring and no database, fed the
 * user's busy time and settings; an optional LLM engine answers first when one is
 * configured. Proposals are confirmed into events through the events feature.
 */
@ApplicationModule(allowedDependencies = { "events", "events :: spi", "events :: recurrence", "conflicts", "sync",
		"connections", "mail", "providers", "settings", "security", "shared", "idempotency" })
@NullMarked
package dev.kairos.assistant;

import org.jspecify.annotations.NullMarked;

import org.springframework.modulith.ApplicationModule;
