package dev.kafscope.testconnect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Collection;
import java.util.Map;
import org.apache.kafka.common.config.AbstractConfig;
import org.apache.kafka.connect.errors.ConnectException;
import org.apache.kafka.connect.sink.SinkRecord;
import org.apache.kafka.connect.sink.SinkTask;

public class LineSinkTask extends SinkTask {
    private Path file;

    @Override
    public void start(Map<String, String> props) {
        file = Paths.get(new AbstractConfig(LineSink.CONFIG, props, false).getString("file"));
    }

    @Override
    public void put(Collection<SinkRecord> records) {
        StringBuilder text = new StringBuilder();
        for (SinkRecord r : records)
            text.append(r.value()).append('\n');
        if (text.length() == 0)
            return;
        try {
            Files.write(file, text.toString().getBytes(StandardCharsets.UTF_8),
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new ConnectException("Cannot write " + file, e);
        }
    }

    @Override
    public void stop() {
    }

    @Override
    public String version() {
        return "1.0-test";
    }
}
