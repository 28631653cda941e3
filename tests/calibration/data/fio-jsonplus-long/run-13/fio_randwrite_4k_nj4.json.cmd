command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:53:20Z
finished_utc: 2026-12-06T02:53:30Z
elapsed_s: 9.5
load_before:  02:53:20 up 15:46,  0 user,  load average: 5.72, 5.59, 5.23
busiest_before: rustc(92.0%) pixreport(30.9%) integration-926(22.7%) kworker/1:1-eve(1.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
