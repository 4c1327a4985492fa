// A sarama consumer group member (eager range assignor) that logs its own rebalance callbacks as
// JSON lines, so tests can compare Kafscope's stop estimates with what the client itself saw.
// With -produce it writes a steady keyed load instead.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/IBM/sarama"
)

type logLine struct {
	Event      string             `json:"event"`
	TimeMs     int64              `json:"time_ms"`
	MemberID   string             `json:"member_id,omitempty"`
	Generation int32              `json:"generation,omitempty"`
	Claims     map[string][]int32 `json:"claims,omitempty"`
	Error      string             `json:"error,omitempty"`
}

var out = json.NewEncoder(os.Stdout)

func emit(l logLine) {
	l.TimeMs = time.Now().UnixMilli()
	_ = out.Encode(l)
}

type handler struct{}

func (handler) Setup(s sarama.ConsumerGroupSession) error {
	emit(logLine{Event: "setup", MemberID: s.MemberID(), Generation: s.GenerationID(), Claims: s.Claims()})
	return nil
}

func (handler) Cleanup(s sarama.ConsumerGroupSession) error {
	emit(logLine{Event: "cleanup", MemberID: s.MemberID(), Generation: s.GenerationID()})
	return nil
}

func (handler) ConsumeClaim(s sarama.ConsumerGroupSession, c sarama.ConsumerGroupClaim) error {
	for {
		select {
		case m, ok := <-c.Messages():
			if !ok {
				return nil
			}
			s.MarkMessage(m, "")
		case <-s.Context().Done():
			return nil
		}
	}
}

func main() {
	brokers := flag.String("brokers", "127.0.0.1:9092", "bootstrap servers")
	topic := flag.String("topic", "", "topic")
	group := flag.String("group", "", "group (consumer mode)")
	commitMs := flag.Int("commit-interval", 500, "auto-commit interval, ms")
	rate := flag.Int("produce", 0, "produce this many messages a second instead of consuming")
	flag.Parse()

	cfg := sarama.NewConfig()
	cfg.Version = sarama.V3_6_0_0
	cfg.ClientID = "sarama-peer"
	ctx, cancel := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer cancel()
	addrs := strings.Split(*brokers, ",")
	if *rate > 0 {
		produce(ctx, addrs, cfg, *topic, *rate)
		return
	}
	cfg.Consumer.Group.Rebalance.GroupStrategies = []sarama.BalanceStrategy{sarama.NewBalanceStrategyRange()}
	cfg.Consumer.Group.Session.Timeout = 6 * time.Second
	cfg.Consumer.Group.Heartbeat.Interval = time.Second
	cfg.Consumer.Offsets.Initial = sarama.OffsetOldest
	cfg.Consumer.Offsets.AutoCommit.Enable = true
	cfg.Consumer.Offsets.AutoCommit.Interval = time.Duration(*commitMs) * time.Millisecond
	g, err := sarama.NewConsumerGroup(addrs, *group, cfg)
	if err != nil {
		emit(logLine{Event: "error", Error: err.Error()})
		os.Exit(1)
	}
	go func() {
		for e := range g.Errors() {
			emit(logLine{Event: "error", Error: e.Error()})
		}
	}()
	for ctx.Err() == nil {
		if err := g.Consume(ctx, []string{*topic}, handler{}); err != nil && ctx.Err() == nil {
			emit(logLine{Event: "error", Error: err.Error()})
			time.Sleep(200 * time.Millisecond)
		}
	}
	_ = g.Close()
	emit(logLine{Event: "closed"})
}

func produce(ctx context.Context, addrs []string, cfg *sarama.Config, topic string, rate int) {
	cfg.Producer.Return.Successes = false
	p, err := sarama.NewAsyncProducer(addrs, cfg)
	if err != nil {
		emit(logLine{Event: "error", Error: err.Error()})
		os.Exit(1)
	}
	go func() {
		for e := range p.Errors() {
			emit(logLine{Event: "error", Error: e.Error()})
		}
	}()
	emit(logLine{Event: "producing"})
	tick := time.NewTicker(time.Second / time.Duration(rate))
	defer tick.Stop()
	for n := 0; ctx.Err() == nil; n++ {
		select {
		case <-tick.C:
			p.Input() <- &sarama.ProducerMessage{Topic: topic, Key: sarama.StringEncoder(fmt.Sprint(n)),
				Value: sarama.StringEncoder(fmt.Sprint(n))}
		case <-ctx.Done():
		}
	}
	_ = p.Close()
}
