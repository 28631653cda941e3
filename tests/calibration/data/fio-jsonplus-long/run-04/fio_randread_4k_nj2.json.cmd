command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:27:48Z
finished_utc: 2026-12-06T02:27:57Z
elapsed_s: 9.4
load_before:  02:27:48 up 15:21,  0 user,  load average: 5.38, 4.73, 3.36
busiest_before: rustc(63.2%) rustc(38.1%) rustc(35.8%) kworker/1:0-eve(0.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
