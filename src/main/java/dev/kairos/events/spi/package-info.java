/**
 * What the events feature asks of whoever decides conflicts: which busy intervals a new
 * or moved event would overlap, and the earliest free start.
 */
@NamedInterface("spi")
@NullMarked
package dev.kairos.events.spi;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.NamedInterface;
