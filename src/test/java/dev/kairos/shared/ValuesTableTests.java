package dev.kairos.shared;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class ValuesTableTests {

	@Test
	void writesOneCastRowAParameterAndNamesTheTableAndColumn() {
		assertThat(ValuesTable.sql("wanted", "uid", 300, 3))
			.isEqualTo("(values (cast(:wanted0 as varchar(300))), (cast(:wanted1 as varchar(300))), "
					+ "(cast(:wanted2 as varchar(300)))) as wanted(uid)");
		assertThat(ValuesTable.sql("t", "c", 5, 1)).isEqualTo("(values (cast(:t0 as varchar(5)))) as t(c)");
	}

	@Test
	void bindsEachValueToItsRowInOrder() {
		assertThat(ValuesTable.parameters("wanted", List.of("a", "b", "c"))).containsExactly(entry("wanted0", "a"),
				entry("wanted1", "b"), entry("wanted2", "c"));
		assertThat(ValuesTable.parameters("wanted", List.of())).isEmpty();
	}

}
